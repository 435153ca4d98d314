/** The build's four steps, in order. the build (scripts/build/buildSite.ts) prints one line as each starts; publishing shows them as progress. */
export const BUILD_STEPS = ['Inhalte prüfen', 'Client bauen', 'Seiten erzeugen', 'Bilder und Dateien'] as const;

/** The line the build prints as a step starts, and how a reader of its output recognises it. */
export const stepLine = (index: number) => `Schritt ${index + 1} von ${BUILD_STEPS.length}: ${BUILD_STEPS[index]} …`;
export const STEP_LINE = /Schritt (\d+) von \d+:/g;
