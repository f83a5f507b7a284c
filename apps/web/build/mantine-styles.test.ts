import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MantineStyles, importedNames } from './mantine-styles';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const styles = new MantineStyles(WEB);
const sheet = (name: string) => `@mantine/core/styles/${name}.css`;

describe('the stylesheets a module of the app gets for its Mantine imports', () => {
  it('gives each component its own stylesheet and those of the components it renders', () => {
    // The screens that showed unstyled: chips, tabs, tag inputs, radios, checkboxes, the password field.
    expect(styles.sheetsFor(`import { Chip, Tabs } from '@mantine/core';`)).toEqual(
      expect.arrayContaining([sheet('Chip'), sheet('Tabs')]),
    );
    const tags = styles.sheetsFor(`import { TagsInput } from '@mantine/core';`);
    expect(tags).toEqual(expect.arrayContaining([sheet('PillsInput'), sheet('Pill')]));
    expect(tags).toEqual(expect.arrayContaining([sheet('Combobox'), sheet('Input'), sheet('Popover')]));
    expect(styles.sheetsFor(`import { Radio, Checkbox } from '@mantine/core';`)).toEqual(
      expect.arrayContaining([sheet('Radio'), sheet('Checkbox')]),
    );
    expect(styles.sheetsFor(`import { PasswordInput } from '@mantine/core';`)).toEqual(
      expect.arrayContaining([sheet('PasswordInput'), sheet('Input'), sheet('ActionIcon')]),
    );
  });

  it("orders them as Mantine's whole stylesheet does: what a component is built from comes first", () => {
    const modal = styles.sheetsFor(`import { Modal } from '@mantine/core';`);
    const at = (name: string) => modal.indexOf(sheet(name));
    expect(at('Paper')).toBeGreaterThanOrEqual(0);
    expect(at('Paper')).toBeLessThan(at('ModalBase'));
    expect(at('Overlay')).toBeLessThan(at('ModalBase'));
    expect(at('ModalBase')).toBeLessThan(at('Modal'));
    const button = styles.sheetsFor(`import { Button } from '@mantine/core';`);
    expect(button.indexOf(sheet('UnstyledButton'))).toBeLessThan(button.indexOf(sheet('Button')));
  });

  it("adds an extension package's stylesheet after the core stylesheets of the components it builds on", () => {
    const dates = styles.sheetsFor(`import { DatePickerInput } from '@mantine/dates';`);
    expect(dates.at(-1)).toBe('@mantine/dates/styles.css');
    expect(dates).toEqual(expect.arrayContaining([sheet('Input'), sheet('Popover')]));
    expect(styles.sheetsFor(`import { Notifications } from '@mantine/notifications';`)).toContain(
      '@mantine/notifications/styles.css',
    );
    // A module that re-exports a component (the toast container, lazily loaded) carries its styles too.
    expect(styles.sheetsFor(`export { Notifications } from '@mantine/notifications';`)).toEqual(
      expect.arrayContaining([sheet('Notification'), '@mantine/notifications/styles.css']),
    );
  });

  it('adds nothing for type-only imports, hooks or a module without Mantine components', () => {
    expect(styles.sheetsFor(`import type { MantineTheme } from '@mantine/core';`)).toEqual([]);
    expect(styles.sheetsFor(`import { useDisclosure } from '@mantine/hooks';`)).toEqual([]);
    expect(styles.sheetsFor(`import { useState } from 'react';`)).toEqual([]);
    expect(importedNames(' Button, type TextProps, Group as Row ')).toEqual(['Button', 'Group']);
  });
});

describe("the app's own stylesheets", () => {
  it("import none of Mantine's component stylesheets by hand (only the global layer, first)", () => {
    const css = readdirSync(join(WEB, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
    expect(css.length).toBeGreaterThan(5);
    const byHand = css.flatMap((file) =>
      [...readFileSync(join(WEB, 'src', file), 'utf8').matchAll(/@import\s+['"](@mantine\/[^'"]+)['"]/g)].map(
        (m) => `${relative(WEB, join(WEB, 'src', file))}: ${m[1]}`,
      ),
    );
    expect(byHand).toEqual([
      'src/app/styles/mantine-base.css: @mantine/core/styles/baseline.css',
      'src/app/styles/mantine-base.css: @mantine/core/styles/default-css-variables.css',
      'src/app/styles/mantine-base.css: @mantine/core/styles/global.css',
    ]);
  });
});
