import { createHash, randomBytes } from 'node:crypto';
import type { Item, SandboxFile } from './types';

/** The OneDrive's items: the root folder, folders and files, and where the sandbox answers (its URL once listening). */
const now = () => new Date().toISOString();

export function createDriveState() {
  const items = new Map<string, Item>();
  items.set('root', {
    id: 'root',
    name: 'root',
    parentId: null,
    folder: true,
    content: null,
    createdDateTime: now(),
    lastModifiedDateTime: now(),
  });
  return { items, baseUrl: '' };
}

export type DriveState = ReturnType<typeof createDriveState>;

/** The drive's items as Graph sees them: children, paths, JSON, creation with conflict behaviours, removal. */
export function createDrive(state: DriveState) {
  const { items } = state;

  const childrenOf = (id: string) => [...items.values()].filter((item) => item.parentId === id);
  const childNamed = (parentId: string, name: string) =>
    childrenOf(parentId).find((item) => item.name.toLowerCase() === name.toLowerCase());
  const pathOf = (item: Item): string => {
    const parts: string[] = [];
    for (
      let current: Item | undefined = item;
      current && current.id !== 'root';
      current = items.get(current.parentId ?? '')
    ) {
      parts.unshift(current.name);
    }
    return parts.join('/');
  };
  const toJson = (item: Item) => ({
    id: item.id,
    name: item.name,
    createdDateTime: item.createdDateTime,
    lastModifiedDateTime: item.lastModifiedDateTime,
    size: item.folder
      ? childrenOf(item.id).reduce((sum, child) => sum + (child.content?.length ?? 0), 0)
      : (item.content?.length ?? 0),
    webUrl: `${state.baseUrl}/view/${item.id}`,
    parentReference: item.parentId
      ? { driveId: 'sandbox-drive', id: item.parentId, path: `/drive/root:/${pathOf(items.get(item.parentId)!)}` }
      : undefined,
    ...(item.folder
      ? { folder: { childCount: childrenOf(item.id).length } }
      : { file: { mimeType: 'application/octet-stream' } }),
  });

  function createItem(
    parentId: string,
    name: string,
    folder: boolean,
    content: Buffer | null,
    conflict: string,
  ): Item | 'conflict' {
    const existing = childNamed(parentId, name);
    let finalName = name;
    if (existing) {
      if (conflict === 'fail') return 'conflict';
      if (conflict === 'replace') removeItem(existing.id);
      else {
        const dot = name.lastIndexOf('.');
        const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
        for (let n = 1; childNamed(parentId, finalName); n++) finalName = `${stem} ${n}${ext}`;
      }
    }
    const item: Item = {
      id: randomBytes(12).toString('hex').toUpperCase(),
      name: finalName,
      parentId,
      folder,
      content,
      createdDateTime: now(),
      lastModifiedDateTime: now(),
    };
    items.set(item.id, item);
    return item;
  }

  function removeItem(id: string): void {
    for (const child of childrenOf(id)) removeItem(child.id);
    items.delete(id);
  }

  /** Resolves a path below `baseId`; with `create`, missing folders are made on the way. */
  function resolvePath(baseId: string, path: string, create: boolean): Item | undefined {
    let current = items.get(baseId);
    for (const segment of path.split('/').filter(Boolean)) {
      if (!current) return undefined;
      let next = childNamed(current.id, segment);
      if (!next && create) next = createItem(current.id, segment, true, null, 'fail') as Item;
      current = next;
    }
    return current;
  }

  function files(): SandboxFile[] {
    return [...items.values()]
      .filter((item) => !item.folder && item.content)
      .map((item) => ({
        id: item.id,
        path: pathOf(item),
        size: item.content!.length,
        sha256: createHash('sha256').update(item.content!).digest('hex'),
        content: item.content!,
        webUrl: `${state.baseUrl}/view/${item.id}`,
      }));
  }

  return { items, childrenOf, childNamed, pathOf, toJson, createItem, removeItem, resolvePath, files };
}

export type Drive = ReturnType<typeof createDrive>;
