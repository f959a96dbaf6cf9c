/** A `.dockerignore` as the builder reads it: globs with `**`, `*`, `?`, and `!` exceptions; last match wins. */
export type IgnoreRule = { negate: boolean; pattern: RegExp };

function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` matches any number of directories, including none.
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

export function parseDockerignore(text: string): IgnoreRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const glob = (negate ? line.slice(1) : line).replace(/^\/+/, '').replace(/\/+$/, '');
      return { negate, pattern: globToRegExp(glob) };
    });
}

/** True when a context path (relative, `/`-separated) is left out of the build context. */
export function isIgnored(rules: IgnoreRule[], path: string): boolean {
  const parts = path.split('/');
  let ignored = false;
  for (const rule of rules) {
    // A rule matching a parent directory excludes everything beneath it.
    for (let n = 1; n <= parts.length; n++) {
      if (rule.pattern.test(parts.slice(0, n).join('/'))) {
        ignored = !rule.negate;
        break;
      }
    }
  }
  return ignored;
}
