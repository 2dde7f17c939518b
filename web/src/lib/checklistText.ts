/** The owner types a checklist as lines; the API keeps rooms of tasks. */

/** "Kitchen: Clean oven (required)" lines ⇄ rooms of tasks (ids kept by label, so ticks stay on their task). */
export function roomsToText(rooms: { room: string; tasks: { label: string; required: boolean }[] }[]): string {
  return rooms
    .flatMap((room) => room.tasks.map((task) => `${room.room}: ${task.label}${task.required ? ' (required)' : ''}`))
    .join('\n');
}
export function textToRooms(text: string, known: { room: string; tasks: { id: string; label: string }[] }[]) {
  const rooms: { room: string; tasks: { id?: string; label: string; required: boolean }[] }[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*([^:]+):\s*(.+?)\s*$/.exec(line);
    if (!match) continue;
    const [, roomName, rest] = match;
    const required = /\(required\)$/i.test(rest);
    const label = rest.replace(/\s*\(required\)$/i, '').trim();
    const room = roomName.trim();
    const id = known.find((r) => r.room === room)?.tasks.find((task) => task.label === label)?.id;
    let entry = rooms.find((r) => r.room === room);
    if (!entry) rooms.push((entry = { room, tasks: [] }));
    entry.tasks.push({ ...(id && { id }), label, required });
  }
  return rooms;
}
