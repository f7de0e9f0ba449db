import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { overlayClosed, overlayOpened, selectOpenOverlay } from './overlaySlice';

/** Open/close one named overlay through the single overlay state. */
export function useOverlay(id: string) {
  const dispatch = useDispatch();
  const isOpen = useSelector(selectOpenOverlay) === id;
  const open = useCallback(() => dispatch(overlayOpened(id)), [dispatch, id]);
  const close = useCallback(() => dispatch(overlayClosed(id)), [dispatch, id]);
  const toggle = useCallback(() => dispatch(isOpen ? overlayClosed(id) : overlayOpened(id)), [dispatch, id, isOpen]);
  return { isOpen, open, close, toggle };
}
