import { useCallback, useState } from "react";
import { readStorage, writeStorage } from "../../../lib/storage";

const KEY_PREFIX = "hearth:shopping:selected-list:";

/** The list this person last looked at, remembered per user on this device (also across reloads offline). */
export function useSelectedList(userId: string | null): [string | null, (listId: string) => void] {
  const key = `${KEY_PREFIX}${userId ?? "signed-out"}`;
  const [chosen, setChosen] = useState<string | null>(() => readStorage(key));
  const choose = useCallback(
    (listId: string) => {
      setChosen(listId);
      writeStorage(key, listId);
    },
    [key],
  );
  return [chosen, choose];
}
