import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { readDocumentObjects, readDocumentsMap, rewriteGraphqlCalls } from "../client/graphql-documents-plugin.js";

// The client build's rewrite of `graphql(...)` calls into per-document modules (client/graphql-documents-plugin.ts).

const root = fileURLToPath(new URL("../", import.meta.url));
const gqlDir = path.join(root, "client/src/gql");

async function generated() {
  const documents = readDocumentsMap(await readFile(path.join(gqlDir, "gql.ts"), "utf8"));
  const objects = readDocumentObjects(await readFile(path.join(gqlDir, "graphql.ts"), "utf8"));
  return { documents, objects };
}

async function clientSources(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== gqlDir) files.push(...(await clientSources(full)));
    } else if (/\.tsx?$/.test(entry.name)) {
      files.push(full);
    }
  }
  return files;
}

const SOURCE = `import { useQuery } from "@apollo/client/react";
import { graphql } from "../../gql";

// A comment about graphql — with a non-ASCII dash before the calls.
export const HomeViewerQuery = graphql(\`
  query HomeViewer {
    me {
      id
      displayName
    }
  }
\`);

export function useViewer() {
  return useQuery(HomeViewerQuery);
}
`;

describe("the graphql-documents build plugin", () => {
  it("reads every document of the generated map and its object", async () => {
    const { documents, objects } = await generated();
    expect(documents.size).toBeGreaterThan(100);
    for (const name of documents.values()) {
      const object = JSON.parse(objects.get(name)!) as { kind: string; definitions: unknown[] };
      expect(object.kind, name).toBe("Document");
      expect(object.definitions.length, name).toBeGreaterThan(0);
    }
  });

  it("turns a graphql() call into an import of its own document and drops the unused import of graphql()", async () => {
    const { documents } = await generated();
    const out = rewriteGraphqlCalls(SOURCE, parseAst(SOURCE, { lang: "ts" }), documents, "home.graphql.ts")!;
    expect(out).toContain("export const HomeViewerQuery = __gqlDocument_HomeViewerDocument\n");
    expect(out).toContain('import { HomeViewerDocument as __gqlDocument_HomeViewerDocument } from "virtual:gql-document/HomeViewerDocument";');
    expect(out).not.toMatch(/from "\.\.\/\.\.\/gql"/);
    expect(out).not.toContain("graphql(");
    // Every line keeps its number, so the module's lines still match its source.
    const lines = SOURCE.split("\n");
    expect(out.split("\n").slice(0, lines.length).findIndex((line) => line.includes("return useQuery(HomeViewerQuery)"))).toBe(
      lines.findIndex((line) => line.includes("return useQuery(HomeViewerQuery)")),
    );
  });

  it("keeps the import of graphql() while something else still uses it", async () => {
    const { documents } = await generated();
    const source = `${SOURCE}\nexport const tag = graphql;\n`;
    const out = rewriteGraphqlCalls(source, parseAst(source, { lang: "ts" }), documents, "x.ts")!;
    expect(out).toContain('import { graphql } from "../../gql";');
  });

  it("fails on a document codegen has not generated", async () => {
    const { documents } = await generated();
    const source = 'import { graphql } from "../gql";\nexport const Q = graphql(`\n  query NotGenerated { me { id } }\n`);\n';
    expect(() => rewriteGraphqlCalls(source, parseAst(source, { lang: "ts" }), documents, "x.ts")).toThrow(/npm run codegen/);
  });

  it("finds every graphql() call of the client in the generated map", async () => {
    const { documents, objects } = await generated();
    let calls = 0;
    for (const file of await clientSources(path.join(root, "client/src"))) {
      const code = await readFile(file, "utf8");
      if (!code.includes("graphql(")) continue;
      const out = rewriteGraphqlCalls(code, parseAst(code, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }), documents, file);
      if (out === null) continue;
      for (const [, name] of out.matchAll(/from "virtual:gql-document\/(\w+)"/g)) {
        expect(objects.has(name!), `${file}: ${name}`).toBe(true);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(100);
  });
});
