import { defineConfig } from 'vite';
import { remoteConfig } from '../vite.shared.ts';

export default defineConfig(remoteConfig('mf-admin'));
