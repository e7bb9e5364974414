import type { PermissionName } from "#contract/permissions";
import { OPERATOR_PERMISSIONS, PERMISSIONS } from "#contract/permissions";

/** Demo data (NODE_ENV !== production): an organisation, three roles and demo accounts. */
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

export interface RoleSeed {
  key: "admin" | "operator" | "user";
  name: string;
  description: string;
  permissions: readonly PermissionName[];
}

export const ROLE_GROUP_NAME = "默认角色组";

export const ROLES: RoleSeed[] = [
  { key: "admin", name: "系统管理员", description: "All permissions", permissions: PERMISSIONS },
  {
    key: "operator",
    name: "运维人员",
    description: "Rooms, devices, monitoring and meeting control",
    permissions: OPERATOR_PERMISSIONS,
  },
  { key: "user", name: "普通用户", description: "Meetings only", permissions: [] },
];

export interface UserSeed {
  account: string;
  name: string;
  password: string;
  type: "SYSTEM" | "NORMAL";
  dept: string;
  role: RoleSeed["key"];
  sex: "MALE" | "FEMALE";
}

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
    type: "SYSTEM",
    dept: "hq",
    role: "admin",
    sex: "MALE",
  },
  {
    account: "operator",
    name: "运维值班员",
    password: "Operator@123",
    type: "NORMAL",
    dept: "ops",
    role: "operator",
    sex: "MALE",
  },
  {
    account: "user",
    name: "普通用户",
    password: "User@123",
    type: "NORMAL",
    dept: "market",
    role: "user",
    sex: "FEMALE",
  },
  ...ORDINARY.map(
    ([account, name, dept, sex]): UserSeed => ({
      account,
      name,
      password: DEMO_PASSWORD,
      type: "NORMAL",
      dept,
      role: "user",
      sex,
    }),
  ),
];
