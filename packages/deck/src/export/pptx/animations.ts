/**
 * Fragments as click animations. pptxgenjs writes no animations, so the finished file is opened again and each
 * slide with fragments gets a `<p:timing>` main sequence: one click per fragment step, a fade entrance for fragments
 * that appear and a fade exit for those that disappear (PowerPoint's presets 10, "Fade").
 */
import JSZip from 'jszip';
import { FRAGMENT_NAME } from './context.js';

/** Fade effects last as long as reveal.js's fragment transition. */
const FADE_MS = 500;

interface Target {
  spid: string;
  step: number;
  direction: 'in' | 'out';
}

/** The fragment objects of a slide's XML, found by the names blocks.ts gave them. */
function targets(slideXml: string): Target[] {
  const out: Target[] = [];
  for (const match of slideXml.matchAll(/<p:cNvPr id="(\d+)" name="([^"]*)"/g)) {
    const name = FRAGMENT_NAME.exec(match[2]!);
    if (name) out.push({ spid: match[1]!, step: Number(name[1]), direction: name[2] as Target['direction'] });
  }
  return out;
}

/** One shape's fade in (entrance) or out (exit); the first of a click is the click effect, the rest play with it. */
function effect(target: Target, first: boolean, nextId: () => number): string {
  const entrance = target.direction === 'in';
  const tgt = `<p:tgtEl><p:spTgt spid="${target.spid}"/></p:tgtEl>`;
  const visibility = `<p:set><p:cBhvr><p:cTn id="${nextId()}" dur="1" fill="hold"><p:stCondLst><p:cond delay="${entrance ? 0 : FADE_MS - 1}"/></p:stCondLst></p:cTn>${tgt}<p:attrNameLst><p:attrName>style.visibility</p:attrName></p:attrNameLst></p:cBhvr><p:to><p:strVal val="${entrance ? 'visible' : 'hidden'}"/></p:to></p:set>`;
  const fade = `<p:animEffect transition="${entrance ? 'in' : 'out'}" filter="fade"><p:cBhvr><p:cTn id="${nextId()}" dur="${FADE_MS}"/>${tgt}</p:cBhvr></p:animEffect>`;
  return `<p:par><p:cTn id="${nextId()}" presetID="10" presetClass="${entrance ? 'entr' : 'exit'}" presetSubtype="0" fill="hold" nodeType="${first ? 'clickEffect' : 'withEffect'}"><p:stCondLst><p:cond delay="0"/></p:stCondLst><p:childTnLst>${entrance ? visibility + fade : fade + visibility}</p:childTnLst></p:cTn></p:par>`;
}

/** The `<p:timing>` element for a slide's fragment targets. */
export function timingXml(list: Target[]): string {
  let id = 2;
  const nextId = () => ++id;
  const steps = [...new Set(list.map((t) => t.step))].sort((a, b) => a - b);
  const clicks = steps.map((step) => {
    const inStep = list.filter((t) => t.step === step);
    const outer = nextId();
    const inner = nextId();
    const effects = inStep.map((t, i) => effect(t, i === 0, nextId)).join('');
    return `<p:par><p:cTn id="${outer}" fill="hold"><p:stCondLst><p:cond delay="indefinite"/></p:stCondLst><p:childTnLst><p:par><p:cTn id="${inner}" fill="hold"><p:stCondLst><p:cond delay="0"/></p:stCondLst><p:childTnLst>${effects}</p:childTnLst></p:cTn></p:par></p:childTnLst></p:cTn></p:par>`;
  }).join('');
  return '<p:timing><p:tnLst><p:par><p:cTn id="1" dur="indefinite" restart="never" nodeType="tmRoot"><p:childTnLst>'
    + `<p:seq concurrent="1" nextAc="seek"><p:cTn id="2" dur="indefinite" nodeType="mainSeq"><p:childTnLst>${clicks}</p:childTnLst></p:cTn>`
    + '<p:prevCondLst><p:cond evt="onPrev" delay="0"><p:tgtEl><p:sldTgt/></p:tgtEl></p:cond></p:prevCondLst>'
    + '<p:nextCondLst><p:cond evt="onNext" delay="0"><p:tgtEl><p:sldTgt/></p:tgtEl></p:cond></p:nextCondLst></p:seq>'
    + '</p:childTnLst></p:cTn></p:par></p:tnLst></p:timing>';
}

/** Adds click animations to the given slides (1-based numbers) of a written .pptx. */
export async function addFragmentAnimations(pptx: Uint8Array, slideNumbers: readonly number[]): Promise<Uint8Array> {
  if (slideNumbers.length === 0) return pptx;
  const zip = await JSZip.loadAsync(pptx);
  for (const n of slideNumbers) {
    const name = `ppt/slides/slide${n}.xml`;
    const xml = await zip.file(name)?.async('string');
    const list = xml ? targets(xml) : [];
    // <p:timing> belongs after <p:clrMapOvr> (and a transition), before </p:sld>.
    if (xml && list.length) zip.file(name, xml.replace('</p:sld>', `${timingXml(list)}</p:sld>`));
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
