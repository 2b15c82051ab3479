import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";

// ajv-formats is CommonJS: its default export arrives wrapped under Node's ESM loader.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** JSON pointer token inside a URI fragment. */
const token = (s: string) => encodeURIComponent(s.replace(/~/g, "~0").replace(/\//g, "~1"));

/**
 * Checks REST answers against GET /api/openapi.json: the status must be one the document lists for that
 * path and method, and a JSON body must match that status's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses).
 */
export class OpenApiResponseChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly templates: { template: string; pattern: RegExp; params: number }[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(readonly document: { paths: Record<string, Record<string, Operation>> }) {
    addFormats(this.ajv);
    this.ajv.addSchema(document as object, "openapi");
    this.templates = Object.keys(document.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/[.]/g, "\\.").replace(/\{[^}]+\}/g, "[^/]+")}$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      // Literal segments win over parameters, as Express's registration order does for these paths.
      .sort((a, b) => a.params - b.params);
  }

  static async load(baseUrl: string): Promise<OpenApiResponseChecker> {
    const res = await fetch(`${baseUrl}/api/openapi.json`);
    if (res.status !== 200) throw new Error(`GET /api/openapi.json answered ${res.status}`);
    return new OpenApiResponseChecker(await res.json());
  }

  /** The documented path template for a method and concrete path, if any. */
  match(method: string, path: string): string | undefined {
    const m = method.toLowerCase();
    return this.templates.find((t) => t.pattern.test(path) && this.document.paths[t.template][m])?.template;
  }

  /** Throws when the answer is not what the document says. Paths the document does not know are left alone (the 404 of unknown paths). */
  check(method: string, rawPath: string, status: number, contentType: string | null, body: unknown): void {
    const path = rawPath.split("?")[0];
    const template = this.match(method, path);
    if (!template) return;
    const m = method.toLowerCase();
    const response = this.document.paths[template][m].responses?.[String(status)];
    const where = `${method} ${path} (${template})`;
    if (!response) {
      throw new Error(`${where} answered ${status}, which the OpenAPI document does not list: ${JSON.stringify(body)}`);
    }
    const json = response.content?.["application/json"];
    if (!json) {
      const declared = Object.keys(response.content ?? {});
      if (declared.length === 0 && body !== null && body !== "") {
        throw new Error(`${where} answered ${status} with a body the document says is empty`);
      }
      if (declared.length > 0 && contentType) {
        const [type] = contentType.split(";");
        const ok = declared.some((d) => d === type || (d.endsWith("/*") && type.startsWith(d.slice(0, -1))));
        if (!ok) throw new Error(`${where} answered ${status} as ${contentType}; the document lists ${declared.join(", ")}`);
      }
      return;
    }
    if (!contentType?.startsWith("application/json")) {
      throw new Error(`${where} answered ${status} as ${contentType}, not JSON as documented`);
    }
    const ref = `openapi#/paths/${token(template)}/${m}/responses/${status}/content/${token("application/json")}/schema`;
    let validate = this.compiled.get(ref);
    if (!validate) {
      validate = this.ajv.getSchema(ref);
      if (!validate) throw new Error(`no schema at ${ref}`);
      this.compiled.set(ref, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${where} answered ${status} with a body that does not match the OpenAPI document: ${this.ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
      );
    }
  }
}
