/** Full document validation with migrations, in its own chunk: only documents of an older schema version need it. */
export { validateDocument } from '@podium/deck';
