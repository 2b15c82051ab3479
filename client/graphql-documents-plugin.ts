import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/**
 * What the GraphQL Code Generator client preset's Babel/SWC optimizer does, for Vite's own (oxc) pipeline:
 * every `graphql(`...`)` call in the client's code becomes an import of that one document. Without it,
 * any `graphql(...)` call pulls `src/gql/gql.ts`, the map of every document of the app (about 22 KB
 * gzipped), into the page.
 *
 * The optimizer imports the document from `src/gql/graphql.ts`; but that is one module, and a bundler
 * puts a module in one chunk, so every document any page uses would still come with the first one. Here
 * each document is a module of its own (`virtual:gql-document/<Name>`, its generated object taken from
 * `graphql.ts` as it stands), and travels with the code that uses it.
 *
 * The document is looked up exactly as `graphql()` does at run time: by its source text, in the
 * generated map. Codegen stays the only source of documents and types; a source the map does not hold
 * (codegen not run after an edit) fails the build instead of shipping an empty document.
 */

const GQL_DIR = fileURLToPath(new URL("src/gql/", import.meta.url));
const DOCUMENTS_MAP = `${GQL_DIR}gql.ts`;
const DOCUMENTS_MODULE = `${GQL_DIR}graphql.ts`;
const VIRTUAL_PREFIX = "virtual:gql-document/";

/** The generated document objects of `graphql.ts` by export name, as JSON text. */
export function readDocumentObjects(graphqlSource: string): Map<string, string> {
  const objects = new Map<string, string>();
  for (const match of graphqlSource.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
    objects.set(match[1]!, match[2]!);
  }
  return objects;
}

/** Source text → name of the export of `graphql.ts`, read from the generated `documents` map of `gql.ts`. */
export function readDocumentsMap(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf("const documents: Documents = {");
  if (start < 0) throw new Error("graphql-documents: no `documents` map in src/gql/gql.ts (codegen's client preset output changed?)");
  const end = gqlSource.indexOf("\n};", start);
  const map = new Map<string, string>();
  for (const match of gqlSource.slice(start, end).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    map.set(JSON.parse(match[1]!) as string, match[2]!);
  }
  return map;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

interface Found {
  /** Every `graphql(`...`)` call (a template literal without substitutions as its only argument). */
  calls: { start: number; end: number; source: string }[];
  /** Every identifier `graphql` outside those calls' callees and the import of `graphql`. */
  otherUses: number;
  /** `import { graphql } from ".../gql"`, when it imports nothing else. */
  importOfGraphql?: { start: number; end: number };
}

function find(ast: unknown): Found {
  const found: Found = { calls: [], otherUses: 0 };
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (!isNode(value)) return;
    if (value.type === "ImportDeclaration") {
      const specifiers = value.specifiers as Node[];
      const source = (value.source as Node).value as string;
      const only = specifiers.length === 1 ? specifiers[0]! : undefined;
      if (/\/gql(\/index)?$/.test(source) && only?.type === "ImportSpecifier" && (only.local as Node).name === "graphql") {
        found.importOfGraphql = { start: value.start, end: value.end };
      }
      return;
    }
    if (value.type === "CallExpression") {
      const callee = value.callee as Node;
      const args = value.arguments as Node[];
      if (callee.type === "Identifier" && callee.name === "graphql" && args.length === 1 && args[0]!.type === "TemplateLiteral") {
        const quasis = args[0]!.quasis as { value: { cooked: string } }[];
        if (quasis.length === 1) {
          found.calls.push({ start: value.start, end: value.end, source: quasis[0]!.value.cooked });
          return;
        }
      }
    }
    if (value.type === "Identifier" && value.name === "graphql") found.otherUses += 1;
    for (const [key, child] of Object.entries(value)) {
      if (key !== "type" && key !== "start" && key !== "end") visit(child);
    }
  };
  visit(ast);
  return found;
}

/** `text` blanked out, its line breaks kept. */
function blank(text: string): string {
  return "\n".repeat(text.split("\n").length - 1);
}

/**
 * Rewrites `code`'s `graphql(`...`)` calls into imports of their documents; null when it has none. Each call
 * becomes the document's local name followed by the call's line breaks, and the import goes at the end
 * (imports are hoisted), so every line of the module keeps its number.
 */
export function rewriteGraphqlCalls(code: string, ast: unknown, documents: Map<string, string>, id: string): string | null {
  const { calls, otherUses, importOfGraphql } = find(ast);
  if (calls.length === 0) return null;
  const names = new Set<string>();
  // Edits from the end of the module backwards, so that earlier offsets stay valid.
  const edits: { start: number; end: number; text: string }[] = [];
  // The import of `graphql()` goes once nothing else uses it: left, it would keep an empty chunk of
  // `gql.ts` as a request of its own.
  if (importOfGraphql && otherUses === 0) edits.push({ ...importOfGraphql, text: blank(code.slice(importOfGraphql.start, importOfGraphql.end)) });
  for (const call of calls) {
    const text = code.slice(call.start, call.end);
    if (!text.startsWith("graphql(")) throw new Error(`graphql-documents: ${id}: the parser's offsets do not point at the graphql(...) call`);
    const name = documents.get(call.source);
    if (!name) {
      throw new Error(
        `graphql-documents: ${id}: a graphql(...) document is not in src/gql/gql.ts; run \`npm run codegen\`.\n${call.source.trim().split("\n")[0]}`,
      );
    }
    names.add(name);
    edits.push({ start: call.start, end: call.end, text: `__gqlDocument_${name}${blank(text)}` });
  }
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  const imports = [...names].map((name) => `import { ${name} as __gqlDocument_${name} } from "${VIRTUAL_PREFIX}${name}";`);
  return `${out}\n${imports.join("\n")}\n`;
}

export function graphqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  let objects: Map<string, string> | undefined;
  return {
    name: "hearth:graphql-documents",
    // Before TypeScript is stripped: the calls are found in the source as written.
    enforce: "pre",
    buildStart() {
      documents = undefined;
      objects = undefined;
    },
    watchChange(id) {
      if (id === DOCUMENTS_MAP) documents = undefined;
      if (id === DOCUMENTS_MODULE) objects = undefined;
    },
    resolveId: {
      filter: { id: /^virtual:gql-document\// },
      handler(id) {
        return `\0${id}`;
      },
    },
    load: {
      filter: { id: /^\0virtual:gql-document\// },
      handler(id) {
        const name = id.slice(`\0${VIRTUAL_PREFIX}`.length);
        if (!objects) {
          objects = readDocumentObjects(readFileSync(DOCUMENTS_MODULE, "utf8"));
          this.addWatchFile(DOCUMENTS_MODULE);
        }
        const object = objects.get(name);
        if (!object) throw new Error(`graphql-documents: src/gql/graphql.ts exports no document ${name}; run \`npm run codegen\``);
        // Parsed once here so that only a well-formed document object is emitted.
        return `export const ${name} = ${JSON.stringify(JSON.parse(object))};\n`;
      },
    },
    transform: {
      filter: { id: { include: /\/client\/src\/.*\.tsx?$/, exclude: /\/client\/src\/gql\// }, code: "graphql(" },
      handler(code, id) {
        if (!documents) {
          documents = readDocumentsMap(readFileSync(DOCUMENTS_MAP, "utf8"));
          this.addWatchFile(DOCUMENTS_MAP);
        }
        const ast = this.parse(code, { lang: id.endsWith(".tsx") ? "tsx" : "ts" });
        const rewritten = rewriteGraphqlCalls(code, ast, documents, id);
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
