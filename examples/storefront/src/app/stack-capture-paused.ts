/** Imported just before react-dom's client: see stack-capture.ts. */
import { pauseStackCapture } from './stack-capture';

pauseStackCapture();
