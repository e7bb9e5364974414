/**
 * What antd's table row selection takes from rc-tree's util module (adding a key to, or removing it
 * from, a list of selected keys), in the browser build (vite.config.ts): that module also imports
 * rc-tree's TreeNode, which then came with every page that has a table.
 */
export function arrAdd<K>(list: readonly K[] | undefined, key: K): K[] {
  const keys = [...(list ?? [])];
  if (!keys.includes(key)) keys.push(key);
  return keys;
}

export function arrDel<K>(list: readonly K[] | undefined, key: K): K[] {
  if (!list) return [];
  const at = list.indexOf(key);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}
