/**
 * @generated SignedSource<<732d06cd0ff2858848519c36c0c88f98>>
 * @relayHash c2f84367f2d48124f2d870fab1d9fecb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c2f84367f2d48124f2d870fab1d9fecb

import { PreloadableConcreteRequest } from 'relay-runtime';
import { MyTicketsPageQuery } from './MyTicketsPageQuery.graphql';

const node: PreloadableConcreteRequest<MyTicketsPageQuery> = {
  "kind": "PreloadableConcreteRequest",
  "params": {
    "id": "c2f84367f2d48124f2d870fab1d9fecb",
    "metadata": {},
    "name": "MyTicketsPageQuery",
    "operationKind": "query",
    "text": null
  }
};

export default node;
