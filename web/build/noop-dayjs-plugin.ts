/** Stands in for the dayjs plugins react-big-calendar registers for its dayjs localizer, which the app never uses. */
export default function noopDayjsPlugin(): void {}
