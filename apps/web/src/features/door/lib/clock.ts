/** "18:04": a moment on the door device's own clock (the device is at the venue). */
export const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
