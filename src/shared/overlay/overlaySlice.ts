import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded } from '../events';

/**
 * SPEC.md section 2: only one mobile menu, panel, tooltip, mega menu and modal may be
 * open at a time. This is the one place that holds which: opening one closes the other.
 */
export interface OverlayState {
  /** e.g. 'megaMenu:accounts', 'mobileMenu', 'panel:notifications', 'modal:footer'. */
  open: string | null;
}

const initialState: OverlayState = { open: null };

export const overlaySlice = createSlice({
  name: 'overlay',
  initialState,
  reducers: {
    overlayOpened: (state, action: PayloadAction<string>) => {
      state.open = action.payload;
    },
    /** Closes only the named overlay, so a late close never shuts the one opened since. */
    overlayClosed: (state, action: PayloadAction<string>) => {
      if (state.open === action.payload) state.open = null;
    },
    overlaysClosed: () => initialState,
  },
  extraReducers: (builder) => builder.addCase(sessionEnded, () => initialState),
});

export const { overlayOpened, overlayClosed, overlaysClosed } = overlaySlice.actions;
export const selectOpenOverlay = (state: { overlay: OverlayState }) => state.overlay.open;
