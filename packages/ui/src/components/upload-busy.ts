import { createContext, useContext } from 'react';

/**
 * A form that holds file fields hears when an upload starts and ends, so that it does not save before the
 * file is stored (on a slow phone the name shows long before the upload is done).
 */
export const UploadBusyContext = createContext<(busy: boolean) => void>(() => {});

export const useUploadBusy = () => useContext(UploadBusyContext);
