import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine ships one stylesheet per component (@mantine/core/styles/Chip.css) and one per extension package
 * (@mantine/dates/styles.css). A component used without its stylesheet renders as raw HTML: a Chip as a radio
 * button with a giant check mark, Tabs run together. So no source file imports Mantine's CSS by hand: this plugin
 * adds, at the top of every module of the app that imports (or re-exports) a Mantine component, the stylesheets that component
 * needs (its own and those of the components it renders, dependencies first). Wherever the component's code goes,
 * its CSS goes: the same chunk, the same page, the same first load.
 */

const MANTINE_IMPORT = /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"](@mantine\/[a-z-]+)['"]/g;
const RELATIVE_IMPORT = /(?:from|import)\s*"(\.{1,2}\/[^"]+\.mjs)"/g;
const BARE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"(@mantine\/[a-z-]+)"/g;

/** The names a `{ A, B as C, type D }` list imports from its module, without type-only ones. */
export function importedNames(list: string): string[] {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '' && !s.startsWith('type '))
    .map((s) => s.split(/\s+as\s+/)[0]!.trim());
}

interface MantinePackage {
  esm: string;
  /** Export name → the file that defines it (from the package's esm/index.mjs). */
  files: Map<string, string>;
  /** The package's single stylesheet (extension packages), if it has one. */
  sheet?: string;
}

export class MantineStyles {
  private readonly require: NodeJS.Require;
  private readonly packages = new Map<string, MantinePackage | null>();
  private readonly sheetsOfFile = new Map<string, string[]>();
  private readonly ranks = new Map<string, number>();
  private whole: string | undefined;

  constructor(root: string) {
    this.require = createRequire(join(root, 'package.json'));
  }

  private pkg(name: string): MantinePackage | null {
    if (this.packages.has(name)) return this.packages.get(name)!;
    let found: MantinePackage | null = null;
    try {
      // The package's CommonJS entry is cjs/index.cjs (its exports map hides package.json).
      const dir = dirname(dirname(this.require.resolve(name)));
      const esm = join(dir, 'esm');
      const index = readFileSync(join(esm, 'index.mjs'), 'utf8');
      const files = new Map<string, string>();
      for (const m of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
        const file = join(esm, m[2]!);
        for (const spec of m[1]!.split(',')) {
          const local = spec
            .trim()
            .split(/\s+as\s+/)
            .pop()
            ?.trim();
          if (local) files.set(local, file);
        }
      }
      const sheet = name === '@mantine/core' || !existsSync(join(dir, 'styles.css')) ? undefined : `${name}/styles.css`;
      found = { esm, files, sheet };
    } catch {
      found = null;
    }
    this.packages.set(name, found);
    return found;
  }

  /** The component stylesheets a module of a Mantine package reaches, through everything it imports. */
  private sheetsOf(file: string, core: MantinePackage, seen: Set<string>, out: Set<string>): void {
    if (seen.has(file)) return;
    seen.add(file);
    let cached = this.sheetsOfFile.get(file);
    if (!cached) {
      const reached = new Set<string>();
      const code = readFileSync(file, 'utf8');
      for (const m of code.matchAll(RELATIVE_IMPORT))
        this.sheetsOf(join(dirname(file), m[1]!), core, new Set(seen), reached);
      for (const m of code.matchAll(BARE_IMPORT)) {
        const dep = this.pkg(m[2]!);
        for (const name of importedNames(m[1]!)) {
          const target = dep?.files.get(name);
          if (target) this.sheetsOf(target, dep!, new Set(seen), reached);
        }
      }
      // Core's X.module.mjs holds the class names of styles/X.css.
      if (file.startsWith(core.esm) && file.endsWith('.module.mjs')) {
        reached.add(`@mantine/core/styles/${basename(file, '.module.mjs')}.css`);
      }
      cached = [...reached];
      this.sheetsOfFile.set(file, cached);
    }
    for (const s of cached) out.add(s);
  }

  /**
   * Where a component stylesheet sits in Mantine's whole stylesheet (@mantine/core/styles.css), which orders them
   * so that a component's rules come after those of the components it is built from (Paper, Overlay, ModalBase,
   * then Modal): loaded one by one, they keep that order.
   */
  private rank(sheet: string): number {
    const known = this.ranks.get(sheet);
    if (known !== undefined) return known;
    const core = this.pkg('@mantine/core');
    let rank = Number.MAX_SAFE_INTEGER;
    if (core && sheet.startsWith('@mantine/core/styles/')) {
      this.whole ??= readFileSync(join(core.esm, '..', 'styles.css'), 'utf8');
      const head = readFileSync(join(core.esm, '..', 'styles', basename(sheet)), 'utf8').slice(0, 150);
      const at = this.whole.indexOf(head);
      if (at >= 0) rank = at;
    }
    this.ranks.set(sheet, rank);
    return rank;
  }

  /** The stylesheets the Mantine imports of one source file need, in the order they must load. */
  sheetsFor(code: string): string[] {
    const components = new Set<string>();
    const packageSheets: string[] = [];
    for (const m of code.matchAll(MANTINE_IMPORT)) {
      if (m[1]) continue;
      const pkg = this.pkg(m[3]!);
      if (!pkg) continue;
      for (const name of importedNames(m[2]!)) {
        const file = pkg.files.get(name);
        if (file) this.sheetsOf(file, this.pkg('@mantine/core')!, new Set(), components);
      }
      if (pkg.sheet && !packageSheets.includes(pkg.sheet)) packageSheets.push(pkg.sheet);
    }
    // An extension package's sheet styles its components on top of core's.
    return [...[...components].sort((a, b) => this.rank(a) - this.rank(b)), ...packageSheets];
  }
}

/** The Vite plugin: each app module that imports from a Mantine package also imports the CSS it needs. */
export function mantineStyles(root: string): Plugin {
  const styles = new MantineStyles(root);
  const src = join(root, 'src');
  return {
    name: 'stagepass:mantine-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(src) || !/\.[jt]sx?$/.test(id.split('?')[0] ?? id) || !code.includes('@mantine/')) return null;
      const sheets = styles.sheetsFor(code);
      if (sheets.length === 0) return null;
      // On the first line, so every other line keeps its number and the source map stays right.
      return { code: sheets.map((s) => `import '${s}';`).join('') + code, map: null };
    },
  };
}
