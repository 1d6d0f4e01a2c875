import { isUploadAnswer } from '@paperless/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { SourceLook, UploadFrame, type FileUploadFieldProps } from './UploadFrame';
import { useUploadTarget } from './uploadTarget';

/**
 * The question while its working parts (the file checks, the sending, the preview) load: the
 * same frame, its buttons off for that moment.
 */
function UploadStandIn({ common, value }: FileUploadFieldProps) {
  const id = useId();
  const error = common.error;
  const errorId = error ? `${id}-error` : undefined;
  const noteId = useUploadTarget() === null ? `${id}-note` : undefined;
  const look = { hasFile: isUploadAnswer(value), disabled: true, errorId };
  return (
    <UploadFrame
      common={common}
      id={id}
      error={error}
      noteId={noteId}
      status=""
      buttons={
        <>
          <SourceLook source="camera" {...look} />
          <SourceLook source="files" {...look} />
        </>
      }
    />
  );
}

type View = (props: FileUploadFieldProps) => ReactNode;
let loadedView: View | undefined;
let loadingView: Promise<View> | undefined;

/**
 * Loads the question's working parts, once; the fill pages call it as soon as they know a form
 * asks for a file, so the question is whole when drawn. A failed load is forgotten and retried.
 */
export function preloadFileUpload(): Promise<View> {
  loadingView ??= import('./FileUploadFieldView').then(
    (m) => (loadedView = m.FileUploadFieldView),
    (error: unknown) => {
      loadingView = undefined;
      throw error;
    },
  );
  return loadingView;
}

/**
 * A "file or photo" question (FileUploadFieldView.tsx). Most forms ask none, so its parts load
 * only with a form that does; until then a stand-in of the same size holds its place.
 */
export function FileUploadField(props: FileUploadFieldProps) {
  const [View, setView] = useState<View | undefined>(() => loadedView);
  useEffect(() => {
    if (View) return;
    let live = true;
    preloadFileUpload().then(
      (view) => live && setView(() => view),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [View]);
  return View ? <View {...props} /> : <UploadStandIn {...props} />;
}
