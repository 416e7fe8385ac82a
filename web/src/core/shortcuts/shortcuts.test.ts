import { keyCaps, matchesKeys, SHORTCUTS, SHORTCUT_SCOPES, shortcutKeys } from './shortcuts';

const key = (over: Partial<KeyboardEvent>) => ({ key: '', code: '', altKey: false, ctrlKey: false, metaKey: false, shiftKey: false, ...over });

describe('the shortcut registry', () => {
  it('names each shortcut once, in a scope the sheet shows', () => {
    const ids = SHORTCUTS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of SHORTCUTS) expect(SHORTCUT_SCOPES).toContain(s.scope);
    expect(shortcutKeys('addLine')).toBe('Alt+Shift+L');
  });

  it('reads Alt+Shift+L from the key’s place, so macOS (Ò) and AZERTY take it, and nothing less or more', () => {
    expect(matchesKeys('Alt+Shift+L', key({ key: 'L', code: 'KeyL', altKey: true, shiftKey: true }))).toBe(true);
    expect(matchesKeys('Alt+Shift+L', key({ key: 'Ò', code: 'KeyL', altKey: true, shiftKey: true }))).toBe(true);
    expect(matchesKeys('Alt+Shift+L', key({ key: 'L', code: 'KeyL', shiftKey: true }))).toBe(false);
    expect(matchesKeys('Alt+Shift+L', key({ key: 'l', code: 'KeyL', altKey: true }))).toBe(false);
    expect(matchesKeys('Alt+Shift+L', key({ key: 'L', code: 'KeyL', altKey: true, shiftKey: true, ctrlKey: true }))).toBe(false);
    expect(matchesKeys('Alt+Shift+L', key({ key: 'N', code: 'KeyN', altKey: true, shiftKey: true }))).toBe(false);
  });

  it('reads ? from its character, wherever the layout puts it (Shift+, on Belgian AZERTY)', () => {
    expect(matchesKeys('Shift+?', key({ key: '?', code: 'Slash', shiftKey: true }))).toBe(true);
    expect(matchesKeys('Shift+?', key({ key: '?', code: 'KeyM', shiftKey: true }))).toBe(true);
    expect(matchesKeys('Shift+?', key({ key: '/', code: 'Slash' }))).toBe(false);
    expect(matchesKeys('Shift+?', key({ key: '?', code: 'Slash', shiftKey: true, ctrlKey: true }))).toBe(false);
  });

  it('takes any of its alternatives and writes them as key caps', () => {
    expect(matchesKeys('ArrowUp ArrowDown', key({ key: 'ArrowDown' }))).toBe(true);
    expect(matchesKeys('ArrowUp ArrowDown', key({ key: 'ArrowDown', altKey: true }))).toBe(false);
    expect(keyCaps('Alt+Shift+L')).toEqual([['Alt', 'Shift', 'L']]);
    expect(keyCaps('Control+S Meta+S')).toEqual([
      ['Control', 'S'],
      ['Meta', 'S'],
    ]);
  });
});
