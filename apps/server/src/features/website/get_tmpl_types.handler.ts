import { templateCatalogue } from '@stagepass/domain/creator-website';
import type { Handler } from '../../rpc/context';

const TEMPLATES = templateCatalogue();

/** spec 001 §7 get_tmpl_types: the template catalogue of domain creator-website.ts. */
export const get_tmpl_types: Handler<'get_tmpl_types'> = async () => ({ templates: TEMPLATES });
