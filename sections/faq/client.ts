import type { StartSection } from '#kit/model/sectionClient';

/**
 * The FAQ's behaviour in the browser: each question's button toggles its own answer (`aria-expanded` and
 * the answer's `hidden`), so several can be open at once. The markup is FaqSection's, the same in every
 * page (build, dev server, QA, studio); buttons are native, so Enter and Space work as a click does.
 */
export const start: StartSection = (section) => {
  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button[aria-controls]');
    const answer = button && document.getElementById(button.getAttribute('aria-controls')!);
    if (!button || !answer) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    answer.hidden = !open;
  });
};
