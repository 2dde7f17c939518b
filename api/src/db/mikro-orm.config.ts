// Configuration for the MikroORM CLI (`npm run migration:create`): needs DATABASE_URL to diff against.
import { ormOptions } from './orm.js';

if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to run the MikroORM CLI');
export default ormOptions(process.env.DATABASE_URL);
