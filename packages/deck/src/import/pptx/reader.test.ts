/** The OOXML reader's building blocks: DrawingML colours with modifiers, theme matching, shape kinds and the report. */
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { cssColor, readColor, type ColorScheme } from './color.js';
import { shapeKind } from './geometry.js';
import { matchingThemeFont, mergeWarnings, nearestThemeColor } from './index.js';
import { parseHexColor } from './color.js';
import type { XmlElement } from './xml.js';

const A = 'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"';
const xml = (s: string) => new DOMParser().parseFromString(s, 'application/xml').documentElement as unknown as XmlElement;
const scheme: ColorScheme = { colors: { dk1: '000000', lt1: 'FFFFFF', accent1: '4472C4' }, map: { tx1: 'dk1', bg1: 'lt1' } };
const color = (s: string) => {
  const c = readColor(xml(s), scheme);
  return c ? cssColor(c) : null;
};

describe('DrawingML colours', () => {
  it('reads sRGB, scheme colours through the colour map, system and preset colours', () => {
    expect(color(`<a:solidFill ${A}><a:srgbClr val="C00000"/></a:solidFill>`)).toBe('#c00000');
    expect(color(`<a:solidFill ${A}><a:schemeClr val="tx1"/></a:solidFill>`)).toBe('#000000');
    expect(color(`<a:solidFill ${A}><a:schemeClr val="accent1"/></a:solidFill>`)).toBe('#4472c4');
    expect(color(`<a:solidFill ${A}><a:sysClr val="window" lastClr="FFFFFF"/></a:solidFill>`)).toBe('#ffffff');
    expect(color(`<a:solidFill ${A}><a:prstClr val="red"/></a:solidFill>`)).toBe('#ff0000');
    expect(color(`<a:solidFill ${A}><a:schemeClr val="accent9"/></a:solidFill>`)).toBeNull();
  });

  it('applies lumMod/lumOff, tint, shade and alpha as PowerPoint does', () => {
    // "Blue, Accent 1, Lighter 40%" and "Darker 25%" of Office's theme.
    expect(color(`<a:solidFill ${A}><a:schemeClr val="accent1"><a:lumMod val="60000"/><a:lumOff val="40000"/></a:schemeClr></a:solidFill>`)).toBe('#8faadc');
    expect(color(`<a:solidFill ${A}><a:schemeClr val="accent1"><a:lumMod val="75000"/></a:schemeClr></a:solidFill>`)).toBe('#2f5597');
    expect(color(`<a:solidFill ${A}><a:srgbClr val="000000"><a:tint val="50000"/></a:srgbClr></a:solidFill>`)).toBe('#808080');
    expect(color(`<a:solidFill ${A}><a:srgbClr val="FFFFFF"><a:shade val="50000"/></a:srgbClr></a:solidFill>`)).toBe('#808080');
    expect(color(`<a:solidFill ${A}><a:srgbClr val="FF0000"><a:alpha val="50000"/></a:srgbClr></a:solidFill>`)).toBe('rgba(255, 0, 0, 0.5)');
  });
});

describe('theme and shapes', () => {
  it('picks the nearest deck colour theme and a deck font only when the theme names one', () => {
    expect(nearestThemeColor(parseHexColor('#10293f'), parseHexColor('#ff9a3c'))).toBe('cobalt-orange');
    expect(nearestThemeColor(parseHexColor('#ffffff'), parseHexColor('#4472c4'))).toBe('white-blue');
    expect(matchingThemeFont({ major: 'Calibri Light', minor: 'Open Sans' })).toBe('opensans');
    expect(matchingThemeFont({ major: 'Calibri Light', minor: 'Calibri' })).toBeUndefined();
  });

  it('maps presets to shape kinds, flips included, and says when a flip is lost', () => {
    expect(shapeKind('rightArrow', true, false)).toEqual({ kind: 'arrow-left', flipLost: false });
    expect(shapeKind('triangle', false, true)).toEqual({ kind: 'triangle-down', flipLost: false });
    expect(shapeKind('chevron', true, false)).toEqual({ kind: 'chevron', flipLost: true });
    expect(shapeKind('wedgeEllipseCallout', false, false)).toEqual({ kind: 'speech-bubble-round', flipLost: false });
    expect(shapeKind('cloud', false, false)).toBeNull();
  });

  it('counts repeated warnings instead of listing each', () => {
    expect(mergeWarnings([
      { slide: 1, block: 'a', what: 'custom shape', why: 'drawn as a rectangle' },
      { slide: 1, block: 'b', what: 'custom shape', why: 'drawn as a rectangle' },
      { slide: 2, what: 'chart', why: 'converted to a table of its data' },
    ])).toEqual([
      { slide: 1, what: 'custom shape', why: 'drawn as a rectangle (2 times)' },
      { slide: 2, what: 'chart', why: 'converted to a table of its data' },
    ]);
  });
});
