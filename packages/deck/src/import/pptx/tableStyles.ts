/**
 * PowerPoint's built-in table styles, which files name by id (`a:tableStyleId`) without defining them in
 * `ppt/tableStyles.xml`: written here in that file's own format so one reader resolves both. Covered: "Medium Style 2"
 * in dark and every accent (PowerPoint's default for an inserted table), "No Style, Table Grid" and "No Style, No
 * Grid". Any other id that the file does not define is reported by the table reader.
 */
const A_NS = 'http://schemas.openxmlformats.org/drawingml/2006/main';

const solid = (color: string, tint?: number) =>
  `<a:solidFill><a:schemeClr val="${color}">${tint ? `<a:tint val="${tint}"/>` : ''}</a:schemeClr></a:solidFill>`;
const line = (width: number, color: string) => `<a:ln w="${width}" cmpd="sng">${solid(color)}</a:ln>`;
const text = (color: string, bold = false) =>
  `<a:tcTxStyle${bold ? ' b="on"' : ''}><a:fontRef idx="minor"><a:prstClr val="black"/></a:fontRef><a:schemeClr val="${color}"/></a:tcTxStyle>`;
const sides = (ln: string, names: string[]) => names.map((n) => `<a:${n}>${ln}</a:${n}>`).join('');
const ALL_SIDES = ['left', 'right', 'top', 'bottom', 'insideH', 'insideV'];

/** "Medium Style 2" in one colour: white grid on a light tint, banded a shade darker, header and totals in the colour. */
function medium2(id: string, name: string, color: string): string {
  const band = `<a:tcStyle><a:tcBdr/><a:fill>${solid(color, 40000)}</a:fill></a:tcStyle>`;
  const edge = `<a:tcStyle><a:tcBdr/><a:fill>${solid(color)}</a:fill></a:tcStyle>`;
  return `<a:tblStyle xmlns:a="${A_NS}" styleId="${id}" styleName="${name}">`
    + `<a:wholeTbl>${text('dk1')}<a:tcStyle><a:tcBdr>${sides(line(12700, 'lt1'), ALL_SIDES)}</a:tcBdr><a:fill>${solid(color, 20000)}</a:fill></a:tcStyle></a:wholeTbl>`
    + `<a:band1H>${band}</a:band1H><a:band2H><a:tcStyle><a:tcBdr/></a:tcStyle></a:band2H>`
    + `<a:band1V>${band}</a:band1V><a:band2V><a:tcStyle><a:tcBdr/></a:tcStyle></a:band2V>`
    + `<a:lastCol>${text('lt1', true)}${edge}</a:lastCol><a:firstCol>${text('lt1', true)}${edge}</a:firstCol>`
    + `<a:lastRow>${text('lt1', true)}<a:tcStyle><a:tcBdr><a:top>${line(38100, 'lt1')}</a:top></a:tcBdr><a:fill>${solid(color)}</a:fill></a:tcStyle></a:lastRow>`
    + `<a:firstRow>${text('lt1', true)}<a:tcStyle><a:tcBdr><a:bottom>${line(38100, 'lt1')}</a:bottom></a:tcBdr><a:fill>${solid(color)}</a:fill></a:tcStyle></a:firstRow>`
    + '</a:tblStyle>';
}

const grid = (id: string) => `<a:tblStyle xmlns:a="${A_NS}" styleId="${id}" styleName="No Style, Table Grid">`
  + `<a:wholeTbl><a:tcTxStyle><a:schemeClr val="tx1"/></a:tcTxStyle><a:tcStyle><a:tcBdr>${sides(line(12700, 'tx1'), ALL_SIDES)}</a:tcBdr><a:fill><a:noFill/></a:fill></a:tcStyle></a:wholeTbl>`
  + '</a:tblStyle>';

const plain = (id: string) => `<a:tblStyle xmlns:a="${A_NS}" styleId="${id}" styleName="No Style, No Grid">`
  + '<a:wholeTbl><a:tcTxStyle><a:schemeClr val="tx1"/></a:tcTxStyle><a:tcStyle><a:tcBdr/><a:fill><a:noFill/></a:fill></a:tcStyle></a:wholeTbl></a:tblStyle>';

const MEDIUM_2: Array<[string, string, string]> = [
  ['{073A0DAA-6AF3-43AB-8588-CEC1D06C72B9}', 'Medium Style 2', 'dk1'],
  ['{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}', 'Medium Style 2 - Accent 1', 'accent1'],
  ['{21E4AEA4-8DFA-4A89-87EB-49C32662AFE8}', 'Medium Style 2 - Accent 2', 'accent2'],
  ['{F5AB1C69-6EDB-4FF4-983F-18BD219EF322}', 'Medium Style 2 - Accent 3', 'accent3'],
  ['{00A15C55-8517-42AA-B614-E9B94910E393}', 'Medium Style 2 - Accent 4', 'accent4'],
  ['{7DF18680-E054-41AD-8BC1-D1AEF772440D}', 'Medium Style 2 - Accent 5', 'accent5'],
  ['{93296810-A885-4BE3-A3E7-6D5BEEA58F35}', 'Medium Style 2 - Accent 6', 'accent6'],
];

/** "No Style, No Grid": a table drawn only by its cells' own settings. */
export const NO_STYLE_ID = '{2D5ABB26-0587-4C30-8999-92F81FD0307C}';

/** Built-in style definitions by upper-case id, as `a:tblStyle` XML. */
export const BUILT_IN_TABLE_STYLES: ReadonlyMap<string, string> = new Map([
  ...MEDIUM_2.map(([id, name, color]) => [id, medium2(id, name, color)] as [string, string]),
  ['{5940675A-B579-460E-94D1-54222C63F5DA}', grid('{5940675A-B579-460E-94D1-54222C63F5DA}')],
  [NO_STYLE_ID, plain(NO_STYLE_ID)],
]);
