/** Page object of the import flow on the profile: the Import button, dropping a file, the progress card. */
import type { Locator, Page } from '@playwright/test';

export class ProfileImport {
  constructor(readonly page: Page) {}

  get dropZone(): Locator {
    return this.page.getByTestId('import-drop-zone');
  }

  get status(): Locator {
    return this.page.getByTestId('import-status');
  }

  get progress(): Locator {
    return this.page.getByTestId('import-progress');
  }

  get error(): Locator {
    return this.page.getByTestId('import-error');
  }

  /** Drags a file from the desktop onto the profile and drops it, as a browser does (dragenter, dragover, drop). */
  async drop(name: string, content: string, type = 'text/markdown'): Promise<void> {
    const transfer = await this.page.evaluateHandle(([fileName, text, mime]) => {
      const data = new DataTransfer();
      data.items.add(new File([text!], fileName!, { type: mime! }));
      return data;
    }, [name, content, type]);
    for (const event of ['dragenter', 'dragover', 'drop']) await this.dropZone.dispatchEvent(event, { dataTransfer: transfer });
  }

  /** Chooses a file with the Import button's file chooser. */
  async choose(name: string, content: Buffer, mimeType = 'application/octet-stream'): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByTestId('profile-import').click();
    await (await chooser).setFiles({ name, mimeType, buffer: content });
  }
}

/** The header's Import, next to New deck: the file chooser, and the import card floating under the header. */
export class HeaderImport {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByTestId('header-import');
  }

  get status(): Locator {
    return this.page.getByTestId('import-status');
  }

  get error(): Locator {
    return this.page.getByTestId('import-error');
  }

  async choose(name: string, content: Buffer, mimeType = 'application/octet-stream'): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.button.click();
    await (await chooser).setFiles({ name, mimeType, buffer: content });
  }
}
