import type { PermissionName } from "#contract/permissions";
import { OPERATOR_PERMISSIONS, PERMISSIONS } from "#contract/permissions";

/**
 * Demo data (NODE_ENV !== production): an organisation, role groups and roles, and demo accounts
 * who are ordinary users with roles (README "Demo accounts"). Production seeds the roles and admin.
 */
export interface DeptSeed {
  key: string;
  name: string;
  children?: DeptSeed[];
}

export const DEPARTMENT_TREE: DeptSeed = {
  key: "hq",
  name: "总部",
  children: [
    {
      key: "rd",
      name: "研发中心",
      children: [
        { key: "platform", name: "平台研发部" },
        { key: "terminal", name: "终端研发部" },
        { key: "qa", name: "测试部" },
      ],
    },
    {
      key: "market",
      name: "市场部",
      children: [
        { key: "east", name: "华东区" },
        { key: "south", name: "华南区" },
      ],
    },
    { key: "admin", name: "行政部" },
    { key: "ops", name: "运维中心", children: [{ key: "network", name: "网络运维组" }] },
    { key: "finance", name: "财务部" },
  ],
};

export interface RoleGroupSeed {
  key: "default" | "branch";
  name: string;
  parent?: RoleGroupSeed["key"];
}

/** The default group at the top; the branch administrators' group below it. */
export const ROLE_GROUPS: RoleGroupSeed[] = [
  { key: "default", name: "默认角色组" },
  { key: "branch", name: "分支机构", parent: "default" },
];

export interface RoleSeed {
  key: "admin" | "operator" | "user" | "deptAdmin";
  group: RoleGroupSeed["key"];
  name: string;
  description: string;
  permissions: readonly PermissionName[];
  /** Its holders are SYSTEM users. */
  system?: boolean;
  /** Its holders give the roles of its group and the groups below. */
  manager?: boolean;
}

export const ROLES: RoleSeed[] = [
  {
    key: "admin",
    group: "default",
    name: "系统管理员",
    description: "全部权限；系统角色",
    permissions: PERMISSIONS,
    system: true,
    manager: true,
  },
  {
    key: "operator",
    group: "default",
    name: "运维人员",
    description: "会议室、设备、监控与会议控制",
    permissions: OPERATOR_PERMISSIONS,
  },
  { key: "user", group: "default", name: "普通用户", description: "仅会议", permissions: [] },
  {
    key: "deptAdmin",
    group: "branch",
    name: "部门管理员",
    description: "所辖部门的用户与会议室",
    permissions: ["operation", "meetingRoom", "system", "user"],
    manager: true,
  },
];

export interface UserSeed {
  account: string;
  name: string;
  password: string;
  dept: string;
  role: RoleSeed["key"];
  sex: "MALE" | "FEMALE";
  /** Departments (with all below them) this user's own data authority covers. */
  dataDepts?: string[];
}

/** The branches the demo `operator` covers (README "Demo accounts"). */
export const OPERATOR_DATA_DEPTS = ["ops", "market"];

const DEMO_PASSWORD = "User@123";

const ORDINARY: [string, string, string, "MALE" | "FEMALE"][] = [
  ["zhangwei", "张伟", "platform", "MALE"],
  ["wangfang", "王芳", "platform", "FEMALE"],
  ["lina", "李娜", "terminal", "FEMALE"],
  ["liuyang", "刘洋", "terminal", "MALE"],
  ["chenjing", "陈静", "qa", "FEMALE"],
  ["yangqiang", "杨强", "qa", "MALE"],
  ["zhaomin", "赵敏", "east", "FEMALE"],
  ["huanglei", "黄磊", "east", "MALE"],
  ["zhouxin", "周鑫", "south", "MALE"],
  ["wuting", "吴婷", "south", "FEMALE"],
  ["xujie", "徐杰", "admin", "MALE"],
  ["sunli", "孙丽", "admin", "FEMALE"],
  ["machao", "马超", "ops", "MALE"],
  ["zhuhong", "朱红", "network", "FEMALE"],
  ["hujun", "胡军", "network", "MALE"],
  ["guoping", "郭平", "finance", "FEMALE"],
  ["linfeng", "林峰", "rd", "MALE"],
  ["hexue", "何雪", "market", "FEMALE"],
  ["gaoyuan", "高远", "hq", "MALE"],
  ["luoxia", "罗霞", "finance", "FEMALE"],
];

export const DEMO_USERS: UserSeed[] = [
  {
    account: "admin",
    name: "系统管理员",
    password: "Admin@123",
    dept: "hq",
    role: "admin",
    sex: "MALE",
  },
  {
    account: "operator",
    name: "运维值班员",
    password: "Operator@123",
    dept: "ops",
    role: "operator",
    sex: "MALE",
    dataDepts: OPERATOR_DATA_DEPTS,
  },
  {
    account: "user",
    name: "普通用户",
    password: "User@123",
    dept: "market",
    role: "user",
    sex: "FEMALE",
  },
  ...ORDINARY.map(
    ([account, name, dept, sex]): UserSeed => ({
      account,
      name,
      password: DEMO_PASSWORD,
      dept,
      role: "user",
      sex,
    }),
  ),
];
