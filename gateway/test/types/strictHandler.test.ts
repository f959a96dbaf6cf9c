import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const gatewayDir = fileURLToPath(new URL('../../', import.meta.url));

/** Compiles a handler module beside the real strict-server types and returns the errors. */
function compile(source: string): string[] {
  const configPath = ts.findConfigFile(gatewayDir, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error('gateway tsconfig.json not found');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!parsed) throw new Error('could not read tsconfig');
  const fileName = `${gatewayDir}test/types/__probe__.ts`;
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  host.getSourceFile = (name, languageVersion) =>
    name === fileName ? ts.createSourceFile(name, source, languageVersion) : getSourceFile(name, languageVersion);
  const program = ts.createProgram([fileName], parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(fileName))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('strict handlers are checked against the contract at compile time', () => {
  const header = "import type { Handler } from '../../src/http/strict';\n";

  it('a handler returning a defined status and body compiles', () => {
    expect(
      compile(`${header}export const h: Handler<'getHealth'> = async () => ({ status: 200, body: { status: 'ok' } });`),
    ).toEqual([]);
  }, 60_000);

  it('a handler returning a status the contract does not define fails to compile', () => {
    const errors = compile(
      `${header}export const h: Handler<'getHealth'> = async () => ({ status: 201, body: { status: 'ok' } });`,
    );
    expect(errors.join('\n')).toMatch(/not assignable/);
  }, 60_000);

  it('a handler returning a body of the wrong shape fails to compile', () => {
    const errors = compile(
      `${header}export const h: Handler<'getCurrentUser'> = async () => ({ status: 200, body: { id: 1 } });`,
    );
    expect(errors.length).toBeGreaterThan(0);
  }, 60_000);
});
