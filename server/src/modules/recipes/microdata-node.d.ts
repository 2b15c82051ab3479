declare module "microdata-node" {
  export interface MicrodataItem {
    type?: string[];
    id?: string;
    properties: Record<string, Array<string | MicrodataItem>>;
  }
  export function toJson(html: string, options?: { base?: string }): { items: MicrodataItem[] };
}
