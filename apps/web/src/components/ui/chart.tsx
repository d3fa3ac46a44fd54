import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {
  Legend,
  ResponsiveContainer,
  Tooltip,
  type LegendPayload,
  type TooltipPayload,
  type TooltipPayloadEntry,
  type VerticalAlignmentType,
} from 'recharts';
import { cn } from '@/lib/utils.ts';

/** The series key of a chart's item that names none (recharts' own default). */
const VALUE_KEY = 'value';

/** The themes a series may have its own colour in, by the selector of that theme's root. */
const THEMES = { light: '', dark: '.dark' } as const;

/**
 * A chart's series by key (a dataKey, or a value of the nameKey): their label, and their colour,
 * either one that suits both themes (e.g. 'var(--chart-1)') or one per theme. Each becomes the CSS
 * variable --color-<key> inside the chart, so series are painted with fill="var(--color-<key>)".
 */
export type ChartConfig = Record<
  string,
  { label?: ReactNode } & (
    | { color?: string; theme?: never }
    | { color?: never; theme: Record<keyof typeof THEMES, string> }
  )
>;

const ChartContext = createContext<{ config: ChartConfig } | null>(null);

export function useChart() {
  const context = useContext(ChartContext);
  if (!context) throw new Error('useChart must be used within a <ChartContainer />');
  return context;
}

/**
 * The box a recharts chart fills: it must be given a fixed height (the default is h-64), so the
 * page does not move when the chart measures itself. Axis text, grid lines and the tooltip cursor
 * take the theme's colours instead of recharts' greys. For screen readers, give it role="img" and
 * an aria-label and turn the chart's accessibilityLayer off; a table should carry the figures.
 */
export function ChartContainer({
  id,
  className,
  style,
  children,
  config,
  ...props
}: ComponentProps<'div'> & {
  config: ChartConfig;
  children: ComponentProps<typeof ResponsiveContainer>['children'];
}) {
  const uniqueId = useId();
  const chartId = `chart-${(id ?? uniqueId).replace(/[^\w-]/g, '')}`;
  return (
    <ChartContext.Provider value={{ config }}>
      <div
        data-slot="chart"
        data-chart={chartId}
        id={id}
        style={{ ...colourVariables(config), ...style }}
        className={cn(
          'flex h-64 w-full min-w-0 justify-center text-xs',
          '[&_.recharts-cartesian-axis-tick_text]:fill-muted-foreground',
          "[&_.recharts-cartesian-grid_line[stroke='#ccc']]:stroke-border",
          "[&_.recharts-reference-line_[stroke='#ccc']]:stroke-border",
          "[&_.recharts-polar-grid_[stroke='#ccc']]:stroke-border",
          '[&_.recharts-curve.recharts-tooltip-cursor]:stroke-border',
          '[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-muted',
          "[&_.recharts-dot[stroke='#fff']]:stroke-transparent",
          "[&_.recharts-sector[stroke='#fff']]:stroke-transparent",
          '[&_.recharts-layer]:outline-hidden [&_.recharts-sector]:outline-hidden [&_.recharts-surface]:outline-hidden',
          className,
        )}
        {...props}
      >
        <ChartStyle id={chartId} config={config} />
        <ResponsiveContainer>{children}</ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  );
}

/** Colours that suit both themes, set on the container itself. */
function colourVariables(config: ChartConfig): CSSProperties {
  const variables: Record<string, string> = {};
  for (const [key, item] of Object.entries(config)) {
    if (item.color) variables[`--color-${key}`] = item.color;
  }
  return variables as CSSProperties;
}

/** Colours per theme need a selector for each theme, hence a style element. */
export function ChartStyle({ id, config }: { id: string; config: ChartConfig }) {
  const themed = Object.entries(config).filter(([, item]) => item.theme);
  if (themed.length === 0) return null;
  const css = Object.entries(THEMES)
    .map(([theme, prefix]) => {
      const lines = themed.map(
        ([key, item]) => `  --color-${key}: ${item.theme?.[theme as keyof typeof THEMES]};`,
      );
      return `${prefix} [data-chart=${id}] {\n${lines.join('\n')}\n}`;
    })
    .join('\n');
  return <style dangerouslySetInnerHTML={{ __html: css }} />;
}

export const ChartTooltip = Tooltip;

interface ChartTooltipContentProps {
  /** Given by recharts when the element is passed as a Tooltip's content. */
  active?: boolean;
  payload?: TooltipPayload;
  label?: string | number;
  className?: string;
  labelFormatter?: (label: ReactNode, payload: TooltipPayload) => ReactNode;
  /** Formats each value (e.g. as money); numbers are shown with toLocaleString otherwise. */
  valueFormatter?: (value: number, item: TooltipPayloadEntry) => ReactNode;
  /** A square for bars and areas, a short bar for lines. */
  indicator?: 'dot' | 'line';
  hideLabel?: boolean;
  /** The data field naming a series in the config, when the series are rows (e.g. a pie). */
  nameKey?: string;
  labelKey?: string;
}

/** The tooltip's box: a heading (the hovered x value) and each series with its colour and value. */
export function ChartTooltipContent({
  active,
  payload,
  label,
  className,
  labelFormatter,
  valueFormatter,
  indicator = 'dot',
  hideLabel = false,
  nameKey,
  labelKey,
}: ChartTooltipContentProps) {
  const { config } = useChart();
  if (!active || !payload?.length) return null;
  const heading = hideLabel ? null : tooltipHeading(config, payload, label, labelKey);
  return (
    <div
      className={cn(
        'grid min-w-32 items-start gap-1.5 rounded-lg border bg-popover px-2.5 py-1.5 text-xs text-popover-foreground shadow-xl',
        className,
      )}
    >
      {heading === null ? null : (
        <div className="font-medium">
          {labelFormatter ? labelFormatter(heading, payload) : heading}
        </div>
      )}
      {payload
        .filter((item) => item.type !== 'none')
        .map((item, index) => {
          const key = `${nameKey ?? item.name ?? item.dataKey ?? VALUE_KEY}`;
          const itemConfig = configOfPayload(config, item, key);
          const rowFill = (item.payload as { fill?: unknown } | undefined)?.fill;
          const colour = typeof rowFill === 'string' ? rowFill : item.color;
          return (
            <div
              key={`${String(item.dataKey ?? key)}-${index}`}
              className="flex w-full items-center gap-2"
            >
              <div
                aria-hidden="true"
                className={cn(
                  'shrink-0 rounded-[2px]',
                  indicator === 'dot' ? 'size-2.5' : 'h-2.5 w-1',
                )}
                style={{ backgroundColor: colour }}
              />
              <div className="flex flex-1 items-center justify-between gap-4 leading-none">
                <span className="text-muted-foreground">{itemConfig?.label ?? item.name}</span>
                {item.value === undefined ? null : (
                  <span className="font-medium text-foreground tabular-nums">
                    {typeof item.value === 'number'
                      ? (valueFormatter?.(item.value, item) ?? item.value.toLocaleString())
                      : String(item.value)}
                  </span>
                )}
              </div>
            </div>
          );
        })}
    </div>
  );
}

function tooltipHeading(
  config: ChartConfig,
  payload: TooltipPayload,
  label: string | number | undefined,
  labelKey: string | undefined,
): ReactNode {
  const [first] = payload;
  const key = `${labelKey ?? first?.dataKey ?? first?.name ?? VALUE_KEY}`;
  const itemConfig = configOfPayload(config, first, key);
  if (!labelKey && typeof label === 'string') return config[label]?.label ?? label;
  if (!labelKey && typeof label === 'number') return label;
  return itemConfig?.label ?? null;
}

export const ChartLegend = Legend;

/** The legend as HTML: each series' colour and its label from the config. */
export function ChartLegendContent({
  className,
  payload,
  verticalAlign = 'bottom',
  nameKey,
}: {
  className?: string;
  /** Given by recharts when the element is passed as a Legend's content. */
  payload?: readonly LegendPayload[];
  verticalAlign?: VerticalAlignmentType;
  nameKey?: string;
}) {
  const { config } = useChart();
  if (!payload?.length) return null;
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-center gap-x-4 gap-y-1',
        verticalAlign === 'top' ? 'pb-3' : 'pt-3',
        className,
      )}
    >
      {payload
        .filter((item) => item.type !== 'none')
        .map((item) => {
          const key = `${nameKey ?? item.dataKey ?? VALUE_KEY}`;
          const itemConfig = configOfPayload(config, item, key);
          return (
            <div key={String(item.value ?? key)} className="flex items-center gap-1.5">
              <div
                aria-hidden="true"
                className="size-2.5 shrink-0 rounded-[2px]"
                style={{ backgroundColor: item.color }}
              />
              {itemConfig?.label ?? item.value}
            </div>
          );
        })}
    </div>
  );
}

/**
 * The config entry of a tooltip or legend item: the key itself, or, when the item (or the data
 * row it stands for) holds a text under that key, the entry named by that text.
 */
function configOfPayload(config: ChartConfig, payload: unknown, key: string) {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const row =
    'payload' in payload && typeof payload.payload === 'object' && payload.payload !== null
      ? (payload.payload as Record<string, unknown>)
      : undefined;
  const fields = payload as Record<string, unknown>;
  let configKey = key;
  if (typeof fields[key] === 'string') configKey = fields[key];
  else if (row && typeof row[key] === 'string') configKey = row[key];
  return config[configKey] ?? config[key];
}
