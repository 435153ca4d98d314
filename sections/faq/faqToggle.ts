/**
 * The FAQ's behaviour on a prerendered page, without React: each question's button toggles its own
 * answer (`aria-expanded` and the answer's `hidden`), so several can be open at once. The markup is
 * FaqSection's; buttons are native, so Enter and Space work as a click does. In the app (dev server,
 * studio preview) FaqSection's own state does the same.
 */
export function enableFaq(section: Element) {
  section.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button[aria-controls]');
    const answer = button && document.getElementById(button.getAttribute('aria-controls')!);
    if (!button || !answer) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    answer.hidden = !open;
  });
}
