/**
 * @generated SignedSource<<9e591270e895977b827e6bc3af839899>>
 * @relayHash ad57fc9ba79d8dfc7aa338fcf47fa27c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ad57fc9ba79d8dfc7aa338fcf47fa27c

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyPageIndexQuery } from './MyPageIndexQuery.graphql';

const node: PreloadableConcreteRequest<MyPageIndexQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "ad57fc9ba79d8dfc7aa338fcf47fa27c",
    "metadata": {},
    "name": "MyPageIndexQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
