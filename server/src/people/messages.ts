/** Server messages of organisations, users, roles and data authority: [zh-CN, en-US]. */
export const PEOPLE_MESSAGES = {
  "scope.deptRequired": ["请选择您的数据权限范围内的部门", "Choose a department within your data authority"],
  "scope.deptOutside": ["该部门不在您的数据权限范围内", "This department is outside your data authority"],
  "dept.nameTaken": [
    "同一上级部门下已有同名部门",
    "A department with this name already exists under the same parent",
  ],
  "dept.notFound": ["部门不存在", "The department does not exist"],
  "dept.parentNotFound": ["上级部门不存在", "The parent department does not exist"],
  "dept.parentInSubtree": [
    "不能移动到自身或其下级部门之下",
    "A department cannot be moved under itself or one of its sub-departments",
  ],
  "dept.hasMembers": [
    "该部门或其下级部门中还有 {users} 个用户和 {rooms} 个会议室，请先移走它们",
    "{users} user(s) and {rooms} meeting room(s) are still in this department or below it; move them first",
  ],
  "user.accountTaken": ["账号已被使用", "This account is already in use"],
  "user.emailInvalid": ["邮箱格式不正确", "The email address is not valid"],
  "user.disableSelf": ["不能禁用自己的账号", "You cannot disable your own account"],
  "user.deleteSelf": ["不能删除自己的账号", "You cannot delete your own account"],
  "user.hasMeetings": [
    "该用户创建过 {count} 个会议，不能删除；可以禁用该用户",
    "This user created {count} meeting(s) and cannot be deleted; disable the user instead",
  ],
  "role.notFound": ["角色不存在", "The role does not exist"],
  "role.notGivable": [
    "您不能授予该角色（超出您的管理范围或权限）",
    "You cannot give this role (it is beyond what you manage or hold)",
  ],
  "role.ownLastSystemRole": [
    "不能移除您自己的最后一个系统管理角色",
    "You cannot remove your own last SYSTEM role",
  ],
  "role.nameTaken": ["已有同名角色", "A role with this name already exists"],
  "role.hasUsers": [
    "还有 {count} 个用户拥有该角色，请先移除这些用户",
    "{count} user(s) still hold this role; remove them first",
  ],
  "role.unknownResource": ["包含未知的资源权限", "Contains an unknown resource"],
  "roleGroup.nameTaken": [
    "同一上级下已有同名角色组",
    "A role group with this name already exists under the same parent",
  ],
  "roleGroup.notFound": ["角色组不存在", "The role group does not exist"],
  "roleGroup.parentInSubtree": [
    "不能移动到自身或其下级角色组之下",
    "A role group cannot be moved under itself or one of its sub-groups",
  ],
  "roleGroup.notEmpty": [
    "角色组中还有角色或下级角色组，请先移走或删除它们",
    "The role group still holds roles or sub-groups; move or delete them first",
  ],
} as const satisfies Record<string, readonly [string, string]>;
