/** Server messages of the operation entities (issue 3): [zh-CN, en-US]. */
export const OPERATION_MESSAGES = {
  "location.nameTaken": [
    "同一上级下已有同名位置",
    "A location with this name already exists under the same parent",
  ],
  "location.hasRooms": [
    "该位置或其下级位置中还有 {count} 个会议室，请先移走或删除这些会议室",
    "{count} meeting room(s) are in this location or below it; move or delete them first",
  ],
  "location.hasFloorMaps": [
    "该位置或其下级位置中还有楼层平面图，请先删除平面图",
    "Floor maps still use this location or one below it; delete them first",
  ],
  "location.level": [
    "区域只能建在顶层，楼栋只能建在区域下，楼层只能建在楼栋下",
    "A region goes at the top, a building under a region, a floor under a building",
  ],
  "location.levelHasChildren": [
    "该位置已有下级位置，不能修改层级",
    "This location has sub-locations; its level cannot change",
  ],
  "location.parentInSubtree": [
    "不能移动到自身或其下级位置之下",
    "A location cannot be moved under itself or one of its sub-locations",
  ],
  "location.parentNotFound": ["上级位置不存在", "The parent location does not exist"],
  "room.codeTaken": ["会议室编号已被使用", "This room code is already in use"],
  "room.locationInvalid": ["请选择已存在的楼栋或楼层", "Choose an existing building or floor"],
  "room.deptNotFound": ["部门不存在", "The department does not exist"],
  "room.typeInvalid": ["会议室类型无效", "Unknown room type"],
  "room.equipmentInvalid": ["设备选项无效", "Unknown equipment option"],
  "room.oneTerminal": ["一个会议室最多关联一个终端", "A room can have at most one terminal"],
  "room.deviceNotFound": ["设备不存在", "The device does not exist"],
  "room.deviceTaken": [
    "设备“{name}”已关联其他会议室，请先解除关联",
    'The device "{name}" belongs to another room; release it first',
  ],
  "file.required": ["请选择要上传的文件", "Choose a file to upload"],
  "file.tooLarge": ["文件不能超过 {limit}", "The file must not exceed {limit}"],
  "file.tooMany": ["一次最多上传 {limit} 个文件", "At most {limit} files can be uploaded at once"],
  "file.typeRefused": [
    "不支持该文件类型（文件内容与允许的类型不符）",
    "This file type is not accepted (its content does not match an allowed type)",
  ],
  "file.unreadable": ["上传数据无法读取，请重新上传", "The upload could not be read; please try again"],
  "file.notOwner": ["只能删除自己上传的文件", "You can only delete files you uploaded"],
} as const satisfies Record<string, readonly [string, string]>;
