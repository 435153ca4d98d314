import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has `<dialog>` but not its `showModal()` and `close()`: for the file's tests, they set and remove `open`
 * as a browser does (without the top layer, which jsdom cannot show anyway). Removed again after the file.
 */
export function withDialogMethods() {
  const proto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const had = { showModal: proto.showModal, close: proto.close };
  beforeAll(() => {
    proto.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close ??= function (this: HTMLDialogElement) {
      if (!this.open) return;
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    };
  });
  afterAll(() => {
    if (!had.showModal) delete proto.showModal;
    if (!had.close) delete proto.close;
  });
}
