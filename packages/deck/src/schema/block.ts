/**
 * The Block union: common fields plus a `type` tag and typed `props`, one member per block folder (generated into
 * block.generated.ts by scripts/gen-blocks.mjs). Groups nest blocks (children relative to the group).
 */
export * from './block.generated.js';
export { GroupProps } from '../blocks/group/props.js';
