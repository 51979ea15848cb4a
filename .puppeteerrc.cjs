// decktape (a bench/export peer) depends on puppeteer: never download its browser; the bench points it at Debian's
// Chromium (CHROMIUM_PATH), as every other browser use in this repository does.
module.exports = { skipDownload: true };
