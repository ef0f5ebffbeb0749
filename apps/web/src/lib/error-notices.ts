/**
 * The app-wide error notice: one message at a time, shown by the snackbar in
 * the providers. The query layer raises it for failures no screen handles.
 */
type Listener = () => void;

let current: string | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function showErrorNotice(message: string) {
  current = message;
  emit();
}

export function dismissErrorNotice() {
  current = null;
  emit();
}

export function subscribeErrorNotice(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentErrorNotice() {
  return current;
}
