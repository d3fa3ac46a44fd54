/** Every chart and its placeholder have this height, so nothing moves when a chart arrives. */
export const CHART_HEIGHT = 'h-72';
