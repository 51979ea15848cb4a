/** Why a format refused a file, in the user's words (the import job shows the message after "Failed to import."). */
export class ImportRefused extends Error {}
