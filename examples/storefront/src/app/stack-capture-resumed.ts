/** Imported just after react-dom's client: see stack-capture.ts. */
import { resumeStackCapture } from './stack-capture';

resumeStackCapture();
