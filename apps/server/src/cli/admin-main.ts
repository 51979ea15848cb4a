/** Process entry of the operator CLI. */
import { runAdmin } from './admin.js';

process.exitCode = await runAdmin(process.argv.slice(2));
