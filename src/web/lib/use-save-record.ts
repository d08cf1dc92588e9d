import { savedLine, saveToasts, withToasts } from './with-toasts';

export interface SaveMutations<P> {
  create: { mutateAsync: (payload: P) => Promise<unknown>; isPending: boolean };
  update: { mutateAsync: (variables: { id: string; input: P }) => Promise<unknown>; isPending: boolean };
}

/**
 * The save of a create-or-edit dialog: creates, or updates the record of `id`, with the usual toasts ('Client created
 * successfully', 'Acme has been added.'), then closes. A failure is thrown on, so the form keeps what was typed and puts
 * the server's messages under its fields.
 */
export function useSaveRecord<P extends { name: string }>(
  noun: string,
  id: string | undefined,
  mutations: SaveMutations<P>,
  close: () => void,
) {
  const { create, update } = mutations;
  const save = async (payload: P) => {
    const editing = id !== undefined;
    await withToasts(
      () => (editing ? update.mutateAsync({ id, input: payload }) : create.mutateAsync(payload)),
      saveToasts(noun, editing, savedLine(payload.name, editing)),
    );
    close();
  };
  return { busy: create.isPending || update.isPending, save };
}
