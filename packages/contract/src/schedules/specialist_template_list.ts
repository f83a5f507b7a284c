import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { templateItem } from './fields';

// spec 001 §7 specialist_template_list: the talent's templates, by name.
export const specialist_template_list = defineRequest({
  name: 'specialist_template_list',
  summary: 'Your schedule templates',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({}),
  output: z.object({ templates: z.array(templateItem) }),
});
