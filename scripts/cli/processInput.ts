import { stdin, stdout } from 'node:process';

/**
 * What a person types for a command run as a script: at a terminal, one line without echo (a password never shows
 * on the screen or in the scrollback); piped in, the first line of standard input.
 */
export const processInput = {
  interactive: stdin.isTTY === true,
  readLine: (prompt: string) => (stdin.isTTY ? typedWithoutEcho(prompt) : firstPipedLine()),
};

async function firstPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of stdin) text += String(chunk);
  return text.split(/\r?\n/)[0];
}

function typedWithoutEcho(prompt: string): Promise<string> {
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  let typed = '';
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          stdout.write('\n');
          return resolve(typed);
        }
        // Ctrl+C ends the command, as it would without raw mode.
        if (char === '\u0003') process.exit(130);
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}
