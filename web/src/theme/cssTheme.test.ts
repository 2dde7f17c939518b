import { describe, expect, it } from 'vitest';
import { themeVariables, themeVariablesCss } from './cssTheme';
import { darkTheme, lightTheme } from './tokens';

/** The declarations of the rule whose selector ends the text before `{` (no nesting inside a rule's body). */
function block(selector: string): string {
  const start = themeVariablesCss.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = themeVariablesCss.slice(start + selector.length + 2);
  return body.slice(0, body.indexOf('}'));
}

describe('the themes as CSS custom properties', () => {
  it('gives every colour token a variable, with each theme’s own value under its selectors', () => {
    const light = block(':root');
    const systemDark = block(":root:not([data-theme='light'])");
    const chosenDark = block(":root[data-theme='dark']");
    expect(themeVariablesCss).toMatch(/@media \(prefers-color-scheme: dark\) \{ :root:not\(\[data-theme='light'\]\) \{/);
    for (const key of Object.keys(lightTheme.colors) as (keyof typeof lightTheme.colors)[]) {
      const variable = /^var\((--[a-z-]+)\)$/.exec(themeVariables.colors[key])?.[1];
      expect(variable, key).toBeDefined();
      expect(light).toContain(`${variable}: ${lightTheme.colors[key]};`);
      expect(systemDark).toContain(`${variable}: ${darkTheme.colors[key]};`);
      expect(chosenDark).toContain(`${variable}: ${darkTheme.colors[key]};`);
    }
    expect(light).toContain('color-scheme: light;');
    expect(chosenDark).toContain('color-scheme: dark;');
    expect(chosenDark).toContain(`--shadow-raised: ${darkTheme.shadows.raised};`);
  });
});
