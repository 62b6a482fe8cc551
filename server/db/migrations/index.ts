import type { Migration } from 'kysely';
import * as m001 from './001-users-and-sessions';
import * as m002 from './002-services';
import * as m003 from './003-blogs-and-files';
import * as m004 from './004-submissions-and-outbox';
import * as m005 from './005-invoices';
import * as m006 from './006-blog-search';
import * as m007 from './007-plans';
import * as m008 from './008-invoice-lifecycle';
import * as m009 from './009-blog-publishing';
import * as m010 from './010-blog-publish-order';
import * as m011 from './011-outbox-request-id';
import * as m012 from './012-order-line-billing';
import * as m013 from './013-invoice-pdfs';
import * as m014 from './014-numbering-and-service-cents';
import * as m015 from './015-agreement-pdfs';
import * as m016 from './016-order-journey';
import * as m017 from './017-blog-status-only';
import * as m018 from './018-order-token-required';
import * as m019 from './019-money-as-cents';
import * as m020 from './020-bank-details';

/** Every migration, in order. Listed statically so the server bundle carries them. */
export const migrations: Record<string, Migration> = {
  '001-users-and-sessions': m001,
  '002-services': m002,
  '003-blogs-and-files': m003,
  '004-submissions-and-outbox': m004,
  '005-invoices': m005,
  '006-blog-search': m006,
  '007-plans': m007,
  '008-invoice-lifecycle': m008,
  '009-blog-publishing': m009,
  '010-blog-publish-order': m010,
  '011-outbox-request-id': m011,
  '012-order-line-billing': m012,
  '013-invoice-pdfs': m013,
  '014-numbering-and-service-cents': m014,
  '015-agreement-pdfs': m015,
  '016-order-journey': m016,
  '017-blog-status-only': m017,
  '018-order-token-required': m018,
  '019-money-as-cents': m019,
  '020-bank-details': m020,
};
