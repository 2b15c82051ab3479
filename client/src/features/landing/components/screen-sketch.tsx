export interface SketchRow {
  label: string;
  value: string;
  /** Colour of the value pill. */
  tone?: "warn" | "good" | "neutral";
  /** 0..1: draws a bar under the label (budget categories). */
  bar?: number;
}

interface ScreenSketchProps {
  title: string;
  rows: SketchRow[];
  /** What the sketch shows, for people who cannot see it. */
  description: string;
}

const TONES = {
  warn: { fill: "#fde7dc", text: "#8a2f0e" },
  good: { fill: "#e2efe6", text: "#2c5239" },
  neutral: { fill: "#efe7de", text: "#4a3e36" },
} as const;

/**
 * A drawn sketch of a Hearth screen (spec: screenshot placeholders). Vector, so it stays sharp and
 * weighs almost nothing; replaced by real screenshots once those screens ship.
 */
export function ScreenSketch({ title, rows, description }: ScreenSketchProps) {
  const rowHeight = 36;
  const height = 60 + rows.length * rowHeight;
  return (
    <svg className="screen-sketch" viewBox={`0 0 320 ${height}`} role="img" aria-label={description}>
      <rect x="1" y="1" width="318" height={height - 2} rx="14" fill="#ffffff" stroke="#e3d6c8" strokeWidth="2" />
      <rect x="1" y="1" width="318" height="44" rx="14" fill="#f4ece3" />
      <rect x="1" y="30" width="318" height="15" fill="#f4ece3" />
      <circle cx="22" cy="23" r="5" fill="#d9c7b5" />
      <circle cx="38" cy="23" r="5" fill="#d9c7b5" />
      <circle cx="54" cy="23" r="5" fill="#d9c7b5" />
      <text x="160" y="28" textAnchor="middle" fontSize="13" fontWeight="700" fill="#2a211b">
        {title}
      </text>
      {rows.map((row, i) => {
        const y = 64 + i * rowHeight;
        const tone = TONES[row.tone ?? "neutral"];
        const pillWidth = Math.max(44, row.value.length * 7 + 16);
        return (
          <g key={row.label}>
            <text x="20" y={y + 6} fontSize="13" fill="#2a211b">
              {row.label}
            </text>
            <rect x={300 - pillWidth} y={y - 9} width={pillWidth} height="20" rx="10" fill={tone.fill} />
            <text x={300 - pillWidth / 2} y={y + 5} textAnchor="middle" fontSize="11.5" fontWeight="600" fill={tone.text}>
              {row.value}
            </text>
            {row.bar !== undefined && (
              <>
                <rect x="20" y={y + 13} width="170" height="5" rx="2.5" fill="#efe7de" />
                <rect x="20" y={y + 13} width={170 * Math.min(1, row.bar)} height="5" rx="2.5" fill="#3f6b4f" />
              </>
            )}
          </g>
        );
      })}
    </svg>
  );
}
