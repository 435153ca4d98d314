// Lets the CSS show every FAQ answer when JavaScript is off, and fold them once it runs.
document.documentElement.dataset.js = '';

/**
 * The prerendered page is complete and its checkout links work without JavaScript, so React is
 * fetched only once the page has loaded and painted: on a phone's slow connection and CPU it must
 * not compete with the text, the fonts and the hero image.
 */
const hydrate = () => import('./hydrate');
// A callback queued from requestAnimationFrame runs after that frame has been painted.
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));
if (document.readyState === 'complete') afterNextPaint(() => void hydrate());
else window.addEventListener('load', () => afterNextPaint(() => void hydrate()), { once: true });
