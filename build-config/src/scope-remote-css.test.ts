import { describe, expect, it } from 'vitest';
import { scopeUtilities } from './scope-remote-css.ts';

describe('scopeUtilities', () => {
  it('wraps only the utilities layer in the remote scope', () => {
    const css =
      '@layer theme{:root{--a:1}}@layer utilities{.hidden{display:none}@media (width>=64rem){.lg\\:flex{display:flex}}}@property --x{syntax:"*"}';
    expect(scopeUtilities(css, 'mfe_catalog')).toBe(
      '@layer theme{:root{--a:1}}@layer utilities{@scope ([data-remote="mfe_catalog"]){.hidden{display:none}@media (width>=64rem){.lg\\:flex{display:flex}}}}@property --x{syntax:"*"}',
    );
  });

  it('is not fooled by braces inside strings', () => {
    const css = '@layer utilities{.a:before{content:"}"}}.b{}';
    expect(scopeUtilities(css, 'r')).toBe('@layer utilities{@scope ([data-remote="r"]){.a:before{content:"}"}}}.b{}');
  });

  it('leaves a style sheet without utilities alone', () => {
    expect(scopeUtilities('.x{color:red}', 'r')).toBe('.x{color:red}');
  });
});
